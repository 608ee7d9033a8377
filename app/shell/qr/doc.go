// Package qr draws short texts, such as a room link, as QR codes in SVG: byte mode, error
// correction level M (15% of the symbol may be damaged), versions 1 to 6, that is up to 106
// bytes. rsc.io/qr/coding encodes them (its module matrix, without the image packages a PNG
// would bring into app.wasm); this package chooses the mask and draws the SVG.
package qr
