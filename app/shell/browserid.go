package shell

import (
	"crypto/rand"
	"encoding/hex"
)

// keyBrowser holds this browser's ID: random, made once, the same for every room. A host that
// removes a player refuses its browser from then on (p2p's wire.Hello.Browser), so that clearing
// the room's seat or opening the link again does not bring the player back. A private window or
// another browser has another ID: a removal keeps friends' games tidy, it is no lock against a
// stranger who means to come back (docs/operating.md says why addresses are not banned).
const keyBrowser = "heat.app.browser"

// browserID returns this browser's ID, making it on the first call ("" when storage refuses it).
func browserID() string {
	var id string
	if LoadJSON(keyBrowser, &id) && len(id) == 32 {
		return id
	}
	b := make([]byte, 16)
	_, _ = rand.Read(b)
	id = hex.EncodeToString(b)
	SaveJSON(keyBrowser, id)
	var check string
	if !LoadJSON(keyBrowser, &check) || check != id {
		return ""
	}
	return id
}
