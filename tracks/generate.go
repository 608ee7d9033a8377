package tracks

//go:generate go run ./gen -src ../../shared/data/heat-base-tracks.json -out circuits
