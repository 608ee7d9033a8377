package board

import (
	"fmt"
	"time"

	engine "github.com/heatracing/heat/engine/heat"
)

// EffectKind names a visual effect of the timeline.
type EffectKind int

// Effects.
const (
	Flame EffectKind = iota // a boost: a flame burst behind the car
	Draft                   // a slipstream: draft lines flowing from the car ahead
	Smoke                   // a spin-out: tyre smoke where the car left the road
	Label                   // a floating text: "+7", "-2 Heat", "Spin out!"
)

// Tone is the colour family of a label.
type Tone int

// Tones.
const (
	ToneSpeed Tone = iota // spaces gained: cream
	ToneBoost             // boost: amber
	ToneDraft             // slipstream: sky blue
	ToneHeat              // Heat paid: red
	ToneFlag              // finish: black and white
)

// Effect is something drawn for a while around a car.
type Effect struct {
	Kind EffectKind
	Seat int
	// Ahead is the car whose slipstream a Draft rides, -1 when none was found.
	Ahead int
	Text  string
	Tone  Tone
	// Where is where smoke rises: it stays there while the car slides on.
	Where      engine.Pos
	Start, End time.Duration
}

// ActiveEffect is an effect at one moment.
type ActiveEffect struct {
	Effect
	// T runs from 0 at the start of the effect to 1 at its end.
	T float64
	// Anchor is where the effect is drawn: the car itself, or where smoke rises.
	Anchor Pose
}

func labelEffect(seat int, tone Tone, at, d time.Duration, format string, args ...any) Effect {
	return Effect{Kind: Label, Seat: seat, Ahead: -1, Tone: tone, Text: fmt.Sprintf(format, args...), Start: at, End: at + d}
}
