package server

import (
	"io"
	"testing"
)

func TestParseConfigNATS(t *testing.T) {
	for _, tt := range []struct {
		name    string
		args    []string
		env     map[string]string
		nats    string
		secret  string
		wantErr bool
	}{
		{"none by default", nil, nil, "", "", false},
		{"a NATS server and a secret", []string{"-nats", "nats://10.0.0.5:4222", "-cluster-secret", "s3"}, nil, "nats://10.0.0.5:4222", "s3", false},
		{"from the environment", nil, map[string]string{"NATS_URL": "nats://a:4222,tls://b:4222", "CLUSTER_SECRET": "x"}, "nats://a:4222,tls://b:4222", "x", false},
		{"not a URL", []string{"-nats", "10.0.0.5:4222"}, nil, "", "", true},
		{"another scheme", []string{"-nats", "http://10.0.0.5:4222"}, nil, "", "", true},
	} {
		t.Run(tt.name, func(t *testing.T) {
			got, err := parseConfig(tt.args, func(k string) string { return tt.env[k] }, io.Discard)
			if (err != nil) != tt.wantErr {
				t.Fatalf("error %v, want error: %v", err, tt.wantErr)
			}
			if got.nats != tt.nats || got.clusterSecret != tt.secret {
				t.Fatalf("nats %q secret %q, want %q %q", got.nats, got.clusterSecret, tt.nats, tt.secret)
			}
		})
	}
}
