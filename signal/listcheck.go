//go:build !js

package signal

// checkNames says what is wrong with l's names beside the other listings of gl, or nil.
func (s *Server) checkNames(gl *gameList, r *room, l Listing) *Error {
	return nil
}
