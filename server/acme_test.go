package server

import (
	"context"
	"crypto/tls"
	"crypto/x509"
	"io"
	"log"
	"net"
	"net/http"
	"net/http/httptest"
	"strconv"
	"strings"
	"testing"
	"time"

	"github.com/letsencrypt/challtestsrv"
	"github.com/letsencrypt/pebble/v2/ca"
	"github.com/letsencrypt/pebble/v2/db"
	"github.com/letsencrypt/pebble/v2/va"
	"github.com/letsencrypt/pebble/v2/wfe"
)

// freeTCPPort is a TCP port free on loopback a moment ago.
func freeTCPPort(t *testing.T) int {
	t.Helper()
	ln, err := net.Listen("tcp", "127.0.0.1:0")
	if err != nil {
		t.Fatal(err)
	}
	defer ln.Close()
	return ln.Addr().(*net.TCPAddr).Port
}

// TestACME runs the server command with -domain against Pebble, Let's Encrypt's ACME test
// server, in this process: the server obtains its certificate at the first HTTPS request,
// Pebble validating the challenge against the server's own listeners on loopback, and serves
// the game with it.
func TestACME(t *testing.T) {
	t.Setenv("PEBBLE_VA_NOSLEEP", "1")
	const domain = "heat.test"
	httpsPort, httpPort := freeTCPPort(t), freeTCPPort(t)
	plog := log.New(io.Discard, "", 0)
	// Pebble's DNS answers every name with 127.0.0.1: the validation authority finds the
	// server's listeners on loopback.
	dnsAddr := "127.0.0.1:" + strconv.Itoa(freeUDPPort(t))
	dns, err := challtestsrv.New(challtestsrv.Config{DNSOneAddrs: []string{dnsAddr}, Log: plog})
	if err != nil {
		t.Fatal(err)
	}
	dns.SetDefaultDNSIPv4("127.0.0.1")
	dns.SetDefaultDNSIPv6("")
	go dns.Run()
	defer dns.Shutdown()
	store := db.NewMemoryStore()
	authority := ca.New(plog, store, "", 0, 1, map[string]ca.Profile{"default": {Description: "test"}})
	validator := va.New(plog, httpPort, httpsPort, false, dnsAddr, store)
	front := wfe.New(plog, store, validator, authority, false, false, 1, 1) // poll again after 1 s
	acmeServer := httptest.NewTLSServer(front.Handler())
	defer acmeServer.Close()
	// autocert talks to the ACME server with http.DefaultClient: trust the test server there.
	saved := http.DefaultTransport
	http.DefaultTransport = acmeServer.Client().Transport
	defer func() { http.DefaultTransport = saved }()
	roots := httptest.NewTLSServer(front.ManagementHandler())
	defer roots.Close()

	ctx, stop := context.WithCancel(context.Background())
	out := &syncBuffer{}
	done := make(chan int, 1)
	go func() {
		done <- Main(ctx, []string{"-domain", domain, "-web", webFixture(t),
			"-addr", "127.0.0.1:" + strconv.Itoa(httpsPort), "-http-addr", "127.0.0.1:" + strconv.Itoa(httpPort),
			"-acme-directory", acmeServer.URL + "/dir", "-acme-cache", t.TempDir(), "-turn-port", "0"},
			func(string) string { return "" }, out, testWasmExec)
	}()
	defer func() {
		stop()
		if code := <-done; code != 0 {
			t.Errorf("exit code %d after the stop:\n%s", code, out.String())
		}
	}()
	waitForURL(t, out)

	res, err := roots.Client().Get(roots.URL + "/roots/0")
	if err != nil {
		t.Fatal(err)
	}
	pemRoot, _ := io.ReadAll(res.Body)
	res.Body.Close()
	pool := x509.NewCertPool()
	if !pool.AppendCertsFromPEM(pemRoot) {
		t.Fatalf("Pebble's root is not PEM: %.200s", pemRoot)
	}
	loopback := func(ctx context.Context, network, _ string) (net.Conn, error) {
		return (&net.Dialer{}).DialContext(ctx, network, "127.0.0.1:"+strconv.Itoa(httpsPort))
	}
	client := &http.Client{Timeout: 60 * time.Second, Transport: &http.Transport{DialContext: loopback, TLSClientConfig: &tls.Config{RootCAs: pool}}}
	defer client.CloseIdleConnections()
	// The first request waits for the certificate (the order, the challenge, its validation);
	// a handshake that outlasts the server's read timeout fails, and the next one gets it.
	deadline := time.Now().Add(60 * time.Second)
	for res, err = client.Get("https://" + domain + "/healthz"); err != nil; res, err = client.Get("https://" + domain + "/healthz") {
		if time.Now().After(deadline) {
			t.Fatalf("HTTPS with the certificate obtained by ACME: %v\n%s", err, out.String())
		}
		time.Sleep(100 * time.Millisecond)
	}
	res.Body.Close()
	if res.StatusCode != 200 || res.Header.Get("Strict-Transport-Security") == "" {
		t.Errorf("health over HTTPS: %d, HSTS %q", res.StatusCode, res.Header.Get("Strict-Transport-Security"))
	}
	if cert := res.TLS.PeerCertificates[0]; !strings.Contains(strings.Join(cert.DNSNames, " "), domain) {
		t.Errorf("the certificate names %q, want %s", cert.DNSNames, domain)
	}
}
