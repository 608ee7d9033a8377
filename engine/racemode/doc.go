// Package racemode is the logic of Race Mode (its rules: RULES.md): a solo roguelike campaign of
// Heat races on a map of nodes in levels, with a 15-card deck that evolves on the way to a boss.
// It is pure: no I/O, no clock, no global randomness. The races themselves, and what a card's
// versions do in them, belong to the Heat engine; this package only carries their data.
//
// A Definition (levels, node types, opponents, circuits, special rules, three start decks) is
// turned by Generate into a Map: node 0 is the start, 1…N the regular nodes level by level,
// 100 the boss. A Run is the player's progress on a map: the completed node ids, the deck, the
// global special modes, the camera, the run's seed and its Opening. Everything else (accessible
// nodes, current level, each node's State) is derived from the completed ids. Actions either
// succeed or return an error in plain words and change nothing.
//
// # Decisions where the seed is silent or contradicts itself
//
// RULES.md beside this file tells the same for players and page authors, with the modes' table.
//
//   - The boss. The seed says both "exactly one node per level" and "the boss is accessible when
//     all final level nodes are completed"; both cannot hold when the final level has more than
//     one node. The one-per-level rule wins: the boss is the only child of every final-level
//     node, so it opens as soon as the final level has its one completed node.
//   - Which children open. OneChild (the seed's rule): the child closest by x to the completed
//     node, the lower id on a tie; from the start, that is the middle level-1 node. AllChildren
//     (an option): every child of the completed node opens and the player chooses the path; the
//     one-per-level rule still holds, so the others of that level close once one is completed.
//   - Connections. Each node links to the (up to) two next-level nodes closest by x (the
//     diagonals when neighbouring levels differ by one node; the lower index on a tie); a
//     next-level node left without a parent is then linked to its closest node above.
//   - The deck. Heat's 15-card deck: 12 Speed cards (speed-1 … speed-4) and 3 upgrades (the
//     base game's start-0, start-5 and start-heat, or Garage cards garage-1 … garage-48). A
//     card choice offers Garage upgrades (never the two Heat cards, 17 and 48) and the new card
//     replaces one of the three upgrades, so the deck keeps its shape; a card joins at version 0.
//   - Upgrades. An UPGRADE node raises one base-version card to version 1 or 2. When every card
//     is already upgraded (the seed's edge case), SkipUpgrade completes the node instead.
//   - Special modes. A node's own rules take precedence over the global modes, else the global
//     modes apply, else none (the seed). Restart clears the global modes with everything else.
//   - Card choices are deterministic from a hash of the run's seed and the node id: the same
//     node of the same run always offers the same cards, and another run other ones.
//   - A MATCH's card choice after a win ("if configured") is not offered: CARD_CHOICE nodes are
//     the way cards join the deck.
package racemode
