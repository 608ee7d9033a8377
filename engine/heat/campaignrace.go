package heat

import (
	"fmt"
	"slices"
)

// A race from Race Mode (engine/racemode): a seat may bring its own 15-card deck, 12 Speed cards
// and 3 upgrades, each at a version (versions.go), instead of the starting deck; the race still
// adds the track's Heat and Stress. The race may also play the campaign's special modes
// (special.go). engine/racemode does not import this package: a campaign card is handed over as
// a plain (id, version) pair.

// CampaignCard is a card of a campaign deck: a campaign card id ("speed-3", "start-5",
// "garage-12"…) and its version, 0 to MaxVersion.
type CampaignCard struct {
	ID      string `json:"id"`
	Version int    `json:"version,omitempty"`
}

// Campaign deck sizes: Heat's 12 Speed cards and 3 upgrades.
const (
	CampaignDeckSize   = 15
	CampaignSpeedCards = 12
)

// validateDeck reports, in a player's words, why a seat's campaign deck cannot race.
func validateDeck(deck []CampaignCard) error {
	if len(deck) != CampaignDeckSize {
		return fmt.Errorf("a campaign deck holds %d cards, not %d", CampaignDeckSize, len(deck))
	}
	speed := 0
	for i, cc := range deck {
		k, err := campaignCard(cc, 0)
		if err != nil {
			return fmt.Errorf("card %d: %w", i+1, err)
		}
		if k.Kind == Speed {
			speed++
		}
	}
	if speed != CampaignSpeedCards {
		return fmt.Errorf("a campaign deck holds %d Speed cards and %d upgrades, not %d and %d",
			CampaignSpeedCards, CampaignDeckSize-CampaignSpeedCards, speed, CampaignDeckSize-speed)
	}
	return nil
}

// validateCampaign checks the seats' decks and the special modes of a configuration.
func (c *Config) validateCampaign() error {
	decks := false
	for i, s := range c.Seats {
		if s.Deck == nil {
			continue
		}
		decks = true
		if s.Legend {
			return fmt.Errorf("car %d is a Legend: Legends race without cards", i+1)
		}
		if err := validateDeck(s.Deck); err != nil {
			return fmt.Errorf("car %d's deck: %w", i+1, err)
		}
	}
	switch {
	case decks && c.Garage != GarageOff:
		return fmt.Errorf("a campaign deck brings its own upgrades: play it without the Garage")
	case decks && c.Champ != nil:
		return fmt.Errorf("a campaign deck cannot race in a championship")
	}
	for i, m := range c.Special {
		if m < 0 || m >= specialCount {
			return fmt.Errorf("special mode %d does not exist (modes are 0 to %d)", int(m), specialCount-1)
		}
		if slices.Contains(c.Special[:i], m) {
			return fmt.Errorf("special mode %d is listed twice", int(m))
		}
	}
	return nil
}

// seatDeck returns a driver's cards before the race's Heat and Stress: its campaign deck, or
// the starting deck's 12 Speed cards and (without the Garage) the three starting upgrades, with
// fresh ids.
func (r *Race) seatDeck(seat, stress int) []Card {
	s := &r.s
	deck := s.Config.Seats[seat].Deck
	if deck == nil {
		return startingDeck(stress, s.Config.Garage == GarageOff, &s.NextID)
	}
	out := make([]Card, 0, len(deck)+stress+8)
	for _, cc := range deck {
		k, _ := campaignCard(cc, s.NextID) // validated with the configuration
		out = append(out, k)
		s.NextID++
	}
	for range stress {
		out = append(out, Card{ID: s.NextID, Kind: Stress})
		s.NextID++
	}
	return out
}

// campaignCards returns a seat's campaign deck as the race deals it, card ids 0, or nil.
func (r *Race) campaignCards(seat int) []Card {
	deck := r.s.Config.Seats[seat].Deck
	if deck == nil {
		return nil
	}
	out := make([]Card, len(deck))
	for i, cc := range deck {
		out[i], _ = campaignCard(cc, 0)
	}
	return out
}

// CampaignCardOf is the card a campaign card is in a race (card id 0), for a page to draw, or why
// it is no card a campaign deck can hold.
func CampaignCardOf(cc CampaignCard) (Card, error) { return campaignCard(cc, 0) }
