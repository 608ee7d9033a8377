package board

// paintTrack draws the whole static circuit in board units: everything that does not move. The
// board paints it once into an offscreen surface, and again only when the zoom or the options
// change.
func paintTrack(c canvas, s *scene) {
	paintGround(c, s)
	paintFields(c, s)
	paintPaddocks(c, s)
	paintDecor(c, s)
	paintGravel(c, s)
	paintStand(c, s)
	paintPit(c, s)
	paintRoad(c, s)
	paintKerbs(c, s)
	paintFinish(c, s)
	paintGrid(c, s)
	paintCornerLines(c, s)
	paintSigns(c, s)
	if s.numbers {
		paintNumbers(c, s)
	}
	paintBoardFinish(c, s)
}
