package server

import _ "embed"

// warmupJS goes in every page's head (see warmupScript). Chromium keeps the machine code it
// compiled from app.wasm beside the copy in the service worker's cache, but only once it has
// compiled that copy: the first visit compiles the copy it downloaded, so without this the second
// visit would compile again (about 300 ms on 2 cores). Once the service worker holds app.wasm,
// the page compiles its cached copy once in the background, when the browser is idle, in a
// worker (a compile on the page's own thread would block it for the better part of a second on
// a phone), and notes which app.wasm it did in localStorage. The performance mark "heat-warmup" tells its fetch apart
// from the page's own.
//
//go:embed warmup.js
var warmupJS string

// warmupScript is the <script> element that runs warmupJS.
func warmupScript() string { return "<script>\n" + warmupJS + "</script>" }

// earlyJS goes in every page's head, before anything else runs: it catches the clicks and
// submits made before the game runs, for the loader to honour once it does (see the file).
//
//go:embed early.js
var earlyJS string

// earlyScript is the <script> element that runs earlyJS.
func earlyScript() string { return "<script>\n" + earlyJS + "</script>" }
