package bot

import (
	"fmt"
	"os"
	"testing"

	engine "github.com/heatracing/heat/engine/heat"
)

func TestTraceRace(t *testing.T) {
	if os.Getenv("TRACE") == "" {
		t.Skip()
	}
	cfg := engine.Config{Track: os.Getenv("TRACE")}
	for i := range 3 {
		cfg.Seats = append(cfg.Seats, engine.SeatConfig{Name: fmt.Sprint(i), Colour: engine.Colours[i], Legend: i > 0})
	}
	r, _ := engine.New(cfg, 5003)
	L := 54
	for !r.Over() {
		seat := r.Pending()[0]
		v := r.View(seat)
		a, _ := Decide(v, Hard)
		if seat == 0 && (a.Type == engine.ActShift || a.Type == engine.ActPlay || a.Type == engine.ActBoost || a.Type == engine.ActCooldown) {
			me := v.Cars[0]
			hand := ""
			for _, c := range v.Me.Hand {
				switch c.Kind {
				case engine.Heat:
					hand += "H "
				case engine.Stress:
					hand += "S "
				default:
					hand += fmt.Sprint(c.Value, " ")
				}
			}
			l1, l2 := v.Cars[1].Pos.Progress, v.Cars[2].Pos.Progress
			fmt.Printf("r%d space %d (lap %d) gear %d engine %d hand [%s] legends %+d %+d -> %v\n", v.Round, me.Pos.Progress%L, me.Pos.Progress/L, me.Gear, v.Me.Engine, hand, l1-me.Pos.Progress, l2-me.Pos.Progress, a)
		}
		if err := r.Apply(seat, a); err != nil {
			t.Fatal(err)
		}
	}
	for _, c := range r.View(engine.Spectator).Cars {
		fmt.Println(c.Seat, c.FinishRound, c.Place)
	}
}
