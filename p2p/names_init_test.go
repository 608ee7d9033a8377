package p2p

// The tests play with guests: the platform's name rules, as the rooms' pages register them.
func init() { UsePlatformNames() }
