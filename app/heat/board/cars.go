package board

// The cars are 1960s grand-prix cars seen from above, written as SVG path data in board units:
// the car points towards +x and its centre is the origin. 46 units long and 22 wide, a car fits
// its spot with room around it.
var (
	carTyres = pathData("M -21.5 -11 h 10 a 1.6 1.6 0 0 1 1.6 1.6 v 3 a 1.6 1.6 0 0 1 -1.6 1.6 h -10 a 1.6 1.6 0 0 1 -1.6 -1.6 v -3 a 1.6 1.6 0 0 1 1.6 -1.6 Z " +
		"M -21.5 6.8 h 10 a 1.6 1.6 0 0 1 1.6 1.6 v 3 a 1.6 1.6 0 0 1 -1.6 1.6 h -10 a 1.6 1.6 0 0 1 -1.6 -1.6 v -3 a 1.6 1.6 0 0 1 1.6 -1.6 Z " +
		"M 9.5 -10.2 h 8 a 1.5 1.5 0 0 1 1.5 1.5 v 2.6 a 1.5 1.5 0 0 1 -1.5 1.5 h -8 a 1.5 1.5 0 0 1 -1.5 -1.5 v -2.6 a 1.5 1.5 0 0 1 1.5 -1.5 Z " +
		"M 9.5 5.4 h 8 a 1.5 1.5 0 0 1 1.5 1.5 v 2.6 a 1.5 1.5 0 0 1 -1.5 1.5 h -8 a 1.5 1.5 0 0 1 -1.5 -1.5 v -2.6 a 1.5 1.5 0 0 1 1.5 -1.5 Z")
	carArms = pathData("M -16 -4.5 L -16 -7 M -14 -4.5 L -12.5 -7 M 12 -3.2 L 12.5 -5.6 M 15 -2.8 L 14.5 -5.6 " +
		"M -16 4.5 L -16 7 M -14 4.5 L -12.5 7 M 12 3.2 L 12.5 5.6 M 15 2.8 L 14.5 5.6")
	// The cigar-shaped body, from the nose round the left flank, the tail and back up the right.
	carBody = pathData("M 23.5 0 C 23.5 -2.6 21 -3.3 17 -3.7 L 5 -5.3 C -2 -6.6 -10 -6.8 -16 -6 L -21.2 -4.8 " +
		"C -23 -4.2 -23 4.2 -21.2 4.8 L -16 6 C -10 6.8 -2 6.6 5 5.3 L 17 3.7 C 21 3.3 23.5 2.6 23.5 0 Z")
	carStripe  = pathData("M 22.8 -1.1 L 4 -1.4 L 4 1.4 L 22.8 1.1 Z M -10 -1.5 L -21.5 -1.3 L -21.5 1.3 L -10 1.5 Z")
	carIntake  = pathData("M 23.4 -1.4 C 22.6 -1.4 22.6 1.4 23.4 1.4 Z")
	carCockpit = pathData("M 2.5 -3.7 C 4 -2 4 2 2.5 3.7 L -7.5 3.9 C -9.5 3.9 -9.5 -3.9 -7.5 -3.9 Z")
	carScreen  = pathData("M 4.6 -3.9 C 6.3 -2 6.3 2 4.6 3.9")
	carHelmet  = pathData("M -1 0 m -3.3 0 a 3.3 3.3 0 1 0 6.6 0 a 3.3 3.3 0 1 0 -6.6 0 Z")
	carVisor   = pathData("M 1.4 -2.2 C 2.6 -1 2.6 1 1.4 2.2 L 0.6 1.6 C 1.4 0.8 1.4 -0.8 0.6 -1.6 Z")
	carPipes   = pathData("M -17 -2.6 L -24.5 -3.4 M -17 2.6 L -24.5 3.4")
	// A chequered band over the tail of a finished car.
	carChequer = pathData("M -12 -6.6 h 3 v 3.3 h -3 Z M -6 -6.6 h 3 v 3.3 h -3 Z M -9 -3.3 h 3 v 3.3 h -3 Z M -3 -3.3 h 3 v 3.3 h -3 Z " +
		"M -12 0 h 3 v 3.3 h -3 Z M -6 0 h 3 v 3.3 h -3 Z M -9 3.3 h 3 v 3.3 h -3 Z M -3 3.3 h 3 v 3.3 h -3 Z")
	carChequerBand = pathData("M -12 -6.6 h 12 v 13.2 h -12 Z")
)

// carStyle is how one colour of car is painted.
type carStyle struct {
	Body   color
	Stripe color
	Helmet color
	// Halo outlines a car in cream when its own colour is too close to the asphalt's (under 3:1):
	// red, blue, green and black would otherwise melt into the road.
	Halo bool
}

// carStyles are the six colours of the game (engine.Colours).
var carStyles = map[string]carStyle{
	"red":    {Body: "#d0312d", Stripe: "#f6f1e3", Helmet: "#f6f1e3", Halo: true},
	"blue":   {Body: "#2c5fb8", Stripe: "#f6f1e3", Helmet: "#f2c230", Halo: true},
	"green":  {Body: "#23864a", Stripe: "#f6f1e3", Helmet: "#f6f1e3", Halo: true},
	"yellow": {Body: "#f2c230", Stripe: "#16171a", Helmet: "#2c5fb8"},
	"black":  {Body: "#1c1d21", Stripe: "#f5a623", Helmet: "#f6f1e3", Halo: true},
	"gray":   {Body: "#8f9298", Stripe: "#16171a", Helmet: "#d0312d", Halo: true},
}

// styleOf returns a colour's style; an unknown colour is painted gray.
func styleOf(colour string) carStyle {
	if st, ok := carStyles[colour]; ok {
		return st
	}
	return carStyles["gray"]
}

// finishedStyle greys a car out once it has finished: its colour faded towards gray.
func finishedStyle(st carStyle) carStyle {
	return carStyle{Body: mixGray(st.Body), Stripe: "#d9d4c6", Helmet: "#d9d4c6", Halo: true}
}

// mixGray fades a #rrggbb colour half way towards a mid gray.
func mixGray(c color) color {
	if len(c) != 7 || c[0] != '#' {
		return "#8f9298"
	}
	hex := func(s string) int {
		v := 0
		for _, ch := range s {
			v *= 16
			switch {
			case ch >= '0' && ch <= '9':
				v += int(ch - '0')
			case ch >= 'a' && ch <= 'f':
				v += int(ch-'a') + 10
			case ch >= 'A' && ch <= 'F':
				v += int(ch-'A') + 10
			}
		}
		return v
	}
	const digits = "0123456789abcdef"
	out := []byte{'#'}
	for i := 1; i < 7; i += 2 {
		v := (hex(string(c[i:i+2])) + 0x86) / 2
		out = append(out, digits[v>>4], digits[v&15])
	}
	return color(out)
}

// haloColour outlines the cars that need it.
const haloColour color = "#f6f1e3"

// paintCar draws a car pointing towards +x around the origin.
func paintCar(c canvas, st carStyle, finished bool) {
	c.SetLineJoin("round")
	c.SetLineCap("round")
	// Shadow on the road.
	c.Save()
	c.Translate(2, 3)
	fillWith(c, color("rgba(0,0,0,0.35)"), carBody)
	c.Fill(carTyres)
	c.Restore()

	strokeWith(c, color("#2a2b2f"), 1.3, carArms)
	c.Stroke(carPipes)
	if st.Halo {
		strokeWith(c, haloColour, 3.4, carBody)
		c.Stroke(carTyres)
	}
	fillWith(c, color("#141416"), carTyres)
	fillWith(c, st.Body, carBody)
	fillWith(c, st.Stripe, carStripe)
	if finished {
		fillWith(c, color("#f6f1e3"), carChequerBand)
		fillWith(c, color("#16171a"), carChequer)
	}
	fillWith(c, color("rgba(0,0,0,0.55)"), carIntake)
	fillWith(c, color("#16171a"), carCockpit)
	fillWith(c, st.Helmet, carHelmet)
	fillWith(c, color("rgba(20,22,30,0.85)"), carVisor)
	strokeWith(c, color("rgba(200,225,255,0.85)"), 1.1, carScreen)
	strokeWith(c, color("rgba(0,0,0,0.7)"), 0.8, carBody)
}

// paintGlow draws the soft light around the active car.
func paintGlow(c canvas) {
	c.SetShadow("rgba(255,214,120,0.95)", 9)
	fillWith(c, color("rgba(255,226,150,0.9)"), (&path{}).RoundRect(-carLength/2-1, -carWidth/2-1, carLength+2, carWidth+2, 9))
}

// roundelRadius is the size of the number disc a car carries, in board units.
const roundelRadius = 8

// paintRoundel draws a car's number on a white disc, upright: numbers stay readable whatever the
// colour and whichever way the car points.
func paintRoundel(c canvas, number string, st carStyle) {
	fillWith(c, color("#fbf7ec"), (&path{}).Circle(0, 0, roundelRadius))
	strokeWith(c, color("#16171a"), 1.3, (&path{}).Circle(0, 0, roundelRadius))
	c.SetStroke(st.Body)
	if st.Body == carStyles["yellow"].Body || st.Halo {
		c.SetStroke(color("#16171a"))
	}
	c.SetLineWidth(1.1)
	c.Stroke((&path{}).Circle(0, 0, roundelRadius-2.2))
	c.SetFont(font(11))
	c.SetTextAlign("center")
	c.SetTextBaseline("middle")
	c.SetFill(color("#16171a"))
	c.FillText(number, 0, 0.8)
}
