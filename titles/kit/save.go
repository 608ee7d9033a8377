package kit

import (
	"bytes"
	"encoding/json"
	"fmt"
)

// A save is one JSON object: "title" (the game's ID), "settings", then the fields of the game's
// own file (F), so that a game's saves read the same whichever code wrote them.

// WriteSave encodes a save: the game's ID, its settings, and the fields of f, a struct.
func WriteSave(id string, settings, f any) ([]byte, error) {
	head, err := json.Marshal(struct {
		Title    string `json:"title"`
		Settings any    `json:"settings"`
	}{id, settings})
	if err != nil {
		return nil, err
	}
	body, err := json.Marshal(f)
	if err != nil {
		return nil, err
	}
	if len(body) < 2 || body[0] != '{' {
		return nil, fmt.Errorf("a save's file must be a JSON object, not %s", body)
	}
	if string(body) == "{}" {
		return head, nil
	}
	return append(append(head[:len(head)-1], ','), body[1:]...), nil
}

// ReadSave reads a save of the game id into its settings and its file, refusing any field they
// do not have. name and noun name the game and one match in errors: "not a saved Heat race".
func ReadSave(save []byte, id, name, noun string, settings, f any) error {
	what := name + " " + noun
	var fields map[string]json.RawMessage
	if err := json.Unmarshal(save, &fields); err != nil {
		return fmt.Errorf("not a saved %s: %w", what, err)
	}
	var title string
	if err := json.Unmarshal(fields["title"], &title); err != nil {
		return fmt.Errorf("not a saved %s: it has no title", what)
	}
	if title != id {
		return fmt.Errorf("this save is for %q, not %s", title, name)
	}
	raw := fields["settings"]
	delete(fields, "title")
	delete(fields, "settings")
	if len(raw) > 0 {
		if err := strict(raw, settings); err != nil {
			return fmt.Errorf("not a saved %s: %w", what, err)
		}
	}
	rest, err := json.Marshal(fields)
	if err != nil {
		return err
	}
	if err := strict(rest, f); err != nil {
		return fmt.Errorf("not a saved %s: %w", what, err)
	}
	return nil
}

// strict decodes b into v, refusing unknown fields.
func strict(b []byte, v any) error {
	dec := json.NewDecoder(bytes.NewReader(b))
	dec.DisallowUnknownFields()
	return dec.Decode(v)
}
