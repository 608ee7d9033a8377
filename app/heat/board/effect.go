package board

import (
	"fmt"
	"time"

	engine "github.com/heatracing/heat/engine/heat"
)

// effectKind names a visual effect of the timeline.
type effectKind int

// Effects.
const (
	effectFlame effectKind = iota // a boost: a flame burst behind the car
	effectDraft                   // a slipstream: draft lines flowing from the car ahead
	effectSmoke                   // a spin-out: tyre smoke where the car left the road
	effectLabel                   // a floating text: "+7", "-2 Heat", "Spin out!"
)

// tone is the colour family of a label.
type tone int

// Tones.
const (
	toneSpeed tone = iota // spaces gained: cream
	toneBoost             // boost: amber
	toneDraft             // slipstream: sky blue
	toneHeat              // Heat paid: red
	toneFlag              // finish: black and white
)

// effect is something drawn for a while around a car.
type effect struct {
	Kind effectKind
	Seat int
	// Ahead is the car whose slipstream a Draft rides, -1 when none was found.
	Ahead int
	Text  string
	Tone  tone
	// Where is where smoke rises: it stays there while the car slides on.
	Where      engine.Pos
	Start, End time.Duration
}

// activeEffect is an effect at one moment.
type activeEffect struct {
	effect
	// T runs from 0 at the start of the effect to 1 at its end.
	T float64
	// Anchor is where the effect is drawn: the car itself, or where smoke rises.
	Anchor pose
}

func labelEffect(seat int, tone tone, at, d time.Duration, format string, args ...any) effect {
	return effect{Kind: effectLabel, Seat: seat, Ahead: -1, Tone: tone, Text: fmt.Sprintf(format, args...), Start: at, End: at + d}
}
