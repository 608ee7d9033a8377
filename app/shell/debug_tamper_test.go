package shell

import (
	"encoding/json"
	"testing"
)

func TestAlterOneMove(t *testing.T) {
	cases := []struct{ name, save string }{
		{"heat", `{"title":"heat","race":{"seed":1,"actions":[{"seat":0,"action":{"gear":2}},{"seat":1,"action":{"gear":3}},{"seat":0,"action":{"gear":4}},{"seat":1,"action":{"gear":1}}]}}`},
		{"a log of intents", `{"seed":1,"log":[{"seat":0,"intent":{"bid":1}},{"seat":0,"intent":{"bid":2}}]}`},
	}
	for _, tc := range cases {
		t.Run(tc.name, func(t *testing.T) {
			out := alterOneMove([]byte(tc.save))
			var a, b any
			if json.Unmarshal([]byte(tc.save), &a) != nil || json.Unmarshal(out, &b) != nil {
				t.Fatalf("not JSON: %s", out)
			}
			ja, _ := json.Marshal(a)
			jb, _ := json.Marshal(b)
			if string(ja) == string(jb) {
				t.Fatalf("nothing changed: %s", out)
			}
			if len(jb) != len(ja) {
				t.Logf("%s\n%s", ja, jb)
			}
		})
	}
}
