package shell

// The platform's identity, shared by the pages, the page titles and the PWA manifest. The
// platform is Parlor; each game keeps its own name ("Heat: Pedal to the Metal").
const (
	// Name is the full title of the platform: the installed app's name and the home page's title.
	Name = "Parlor"
	// ShortName is the name under the icon of the installed app.
	ShortName = "Parlor"
	// Motto is the line under the platform's name on the home page.
	Motto = "Games to play in your browser, alone or with friends"
	// Tagline sums the platform up in one line (page description, manifest).
	Tagline = "Board and card games in your browser: alone against bots, or with friends over a direct link."
	// ThemeColor is the amber accent of the platform (title bar of the installed app).
	ThemeColor = "#F5A623"
	// BackgroundColor is the asphalt behind everything, shown before the CSS loads.
	BackgroundColor = "#16171A"
)
