package names

import (
	"slices"
	"strings"
)

// skeleton is a text's confusable skeleton (UTS #39), as github.com/mtibben/confusables computes
// it: its normalization form D with each character Unicode says may be confused with another
// replaced by that one's skeleton (confusable_table.go), in form D again. Two texts that look
// alike have the same skeleton.
func skeleton(s string) string {
	var b strings.Builder
	for _, r := range nfd(s) {
		if i, ok := slices.BinarySearch(confusableFrom[:], r); ok {
			start := uint16(0)
			if i > 0 {
				start = confusableEnd[i-1]
			}
			b.WriteString(confusableTo[start:confusableEnd[i]])
			continue
		}
		b.WriteRune(r)
	}
	return nfd(b.String())
}
