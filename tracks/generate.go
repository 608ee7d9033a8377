package tracks

//go:generate go run ../cmd/trackgen -src source/heat-base-tracks.json -out circuits
