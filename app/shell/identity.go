package shell

// The platform's identity, shared by the pages, the page titles and the PWA manifest. The
// platform began as Heat alone and still carries its name.
const (
	// Name is the full title of the platform.
	Name = "Heat: Pedal to the Metal"
	// ShortName is the name under the icon of the installed app.
	ShortName = "Heat"
	// Tagline sums the game up in one line (page description, manifest).
	Tagline = "Grand-prix card racing in your browser: solo against bots, or with friends."
	// ThemeColor is the amber accent of the game (title bar of the installed app).
	ThemeColor = "#F5A623"
	// BackgroundColor is the asphalt behind everything, shown before the CSS loads.
	BackgroundColor = "#16171A"
)
