// Package qr encodes short texts, such as a room link, as QR codes (ISO/IEC 18004): byte mode,
// error correction level M (15% of the symbol may be damaged), versions 1 to 6, that is up to
// 106 bytes, and draws them as SVG. It is written for the lobby's share panel, small enough for
// app.wasm: no other mode, level or version.
package qr
