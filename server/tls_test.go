package server

import (
	"context"
	"crypto/ecdsa"
	"crypto/elliptic"
	"crypto/rand"
	"crypto/tls"
	"crypto/x509"
	"crypto/x509/pkix"
	"encoding/json"
	"encoding/pem"
	"math/big"
	"net"
	"net/http"
	"net/http/httptest"
	"path/filepath"
	"regexp"
	"slices"
	"strconv"
	"strings"
	"testing"
	"time"

	"github.com/coder/websocket"
	"github.com/pion/turn/v5"

	"github.com/heatracing/heat/signal"
)

// selfSigned writes a certificate for 127.0.0.1 and its key into dir and returns their paths
// and a pool that trusts it.
func selfSigned(t *testing.T, dir string) (certFile, keyFile string, pool *x509.CertPool) {
	t.Helper()
	key, err := ecdsa.GenerateKey(elliptic.P256(), rand.Reader)
	if err != nil {
		t.Fatal(err)
	}
	tmpl := &x509.Certificate{
		SerialNumber: big.NewInt(1),
		Subject:      pkix.Name{CommonName: "heat test"},
		NotBefore:    time.Now().Add(-time.Hour),
		NotAfter:     time.Now().Add(time.Hour),
		IPAddresses:  []net.IP{net.IPv4(127, 0, 0, 1)},
		KeyUsage:     x509.KeyUsageDigitalSignature,
		ExtKeyUsage:  []x509.ExtKeyUsage{x509.ExtKeyUsageServerAuth},
	}
	der, err := x509.CreateCertificate(rand.Reader, tmpl, tmpl, &key.PublicKey, key)
	if err != nil {
		t.Fatal(err)
	}
	kder, err := x509.MarshalECPrivateKey(key)
	if err != nil {
		t.Fatal(err)
	}
	certFile, keyFile = filepath.Join(dir, "cert.pem"), filepath.Join(dir, "key.pem")
	writeFile(t, certFile, pem.EncodeToMemory(&pem.Block{Type: "CERTIFICATE", Bytes: der}))
	writeFile(t, keyFile, pem.EncodeToMemory(&pem.Block{Type: "EC PRIVATE KEY", Bytes: kder}))
	leaf, _ := x509.ParseCertificate(der)
	pool = x509.NewCertPool()
	pool.AddCert(leaf)
	return certFile, keyFile, pool
}

// freeUDPPort is a UDP port free on loopback a moment ago.
func freeUDPPort(t *testing.T) int {
	t.Helper()
	c, err := net.ListenPacket("udp4", "127.0.0.1:0")
	if err != nil {
		t.Fatal(err)
	}
	defer c.Close()
	return c.LocalAddr().(*net.UDPAddr).Port
}

var redirectAddr = regexp.MustCompile(`redirecting HTTP to HTTPS" addr=(\S+)`)

// TestHTTPSWithRelay runs the server command with the operator's certificate and the built-in
// relay: HTTPS with HSTS, HTTP redirected, and every signaling socket welcomed with credentials
// of its own that the relay accepts.
func TestHTTPSWithRelay(t *testing.T) {
	dir := t.TempDir()
	certFile, keyFile, pool := selfSigned(t, dir)
	turnPort := freeUDPPort(t)
	ctx, stop := context.WithCancel(context.Background())
	out := &syncBuffer{}
	done := make(chan int, 1)
	go func() {
		done <- Main(ctx, []string{"-addr", "127.0.0.1:0", "-http-addr", "127.0.0.1:0", "-web", webFixture(t),
			"-tls-cert", certFile, "-tls-key", keyFile, "-public-ip", "127.0.0.1", "-turn-port", strconv.Itoa(turnPort),
			"-relay-ports", "41000-41099", "-ice", `[{"urls":["stun:stun.example.org"]}]`},
			func(string) string { return "" }, out, testWasmExec)
	}()
	defer func() {
		stop()
		if code := <-done; code != 0 {
			t.Errorf("exit code %d after the stop:\n%s", code, out.String())
		}
	}()
	url := waitForURL(t, out)
	if !strings.HasPrefix(url, "https://127.0.0.1:") {
		t.Fatalf("the server serves %s, want HTTPS", url)
	}
	client := &http.Client{
		Transport:     &http.Transport{TLSClientConfig: &tls.Config{RootCAs: pool}},
		CheckRedirect: func(*http.Request, []*http.Request) error { return http.ErrUseLastResponse },
	}
	defer client.CloseIdleConnections()
	res, err := client.Get(url + "/healthz")
	if err != nil {
		t.Fatal(err)
	}
	res.Body.Close()
	if res.StatusCode != 200 || res.Header.Get("Strict-Transport-Security") != hstsMaxAge {
		t.Errorf("health over HTTPS: status %d, HSTS %q", res.StatusCode, res.Header.Get("Strict-Transport-Security"))
	}

	m := redirectAddr.FindStringSubmatch(out.String())
	if m == nil {
		t.Fatalf("the server did not log its HTTP redirect:\n%s", out.String())
	}
	res, err = client.Get("http://" + m[1] + "/room/ABCDEF?x=1")
	if err != nil {
		t.Fatal(err)
	}
	res.Body.Close()
	if want := url + "/room/ABCDEF?x=1"; res.StatusCode != http.StatusMovedPermanently || res.Header.Get("Location") != want {
		t.Errorf("HTTP answered %d to %q, want 301 to %q", res.StatusCode, res.Header.Get("Location"), want)
	}

	// Two sockets, two sets of credentials, after the outside servers of -ice.
	var users []string
	for range 2 {
		ice := welcomeICE(t, client, "wss"+strings.TrimPrefix(url, "https")+signal.Path)
		if len(ice) != 2 || ice[0].URLs[0] != "stun:stun.example.org" {
			t.Fatalf("the welcome's ICE servers are %+v, want -ice's then the relay's", ice)
		}
		r := ice[1]
		hp := "127.0.0.1:" + strconv.Itoa(turnPort)
		if !slices.Equal(r.URLs, []string{"stun:" + hp, "turn:" + hp + "?transport=udp"}) || r.Username == "" || r.Credential == "" {
			t.Fatalf("the relay's entry is %+v", r)
		}
		users = append(users, r.Username)
		allocate(t, hp, r.Username, r.Credential)
	}
	if users[0] == users[1] {
		t.Errorf("two sockets got the same relay username %q", users[0])
	}
}

// welcomeICE opens a signaling socket and returns the ICE servers of its welcome.
func welcomeICE(t *testing.T, client *http.Client, url string) []signal.ICEServer {
	t.Helper()
	ctx, cancel := context.WithTimeout(context.Background(), 10*time.Second)
	defer cancel()
	ws, _, err := websocket.Dial(ctx, url, &websocket.DialOptions{HTTPClient: client})
	if err != nil {
		t.Fatal(err)
	}
	defer ws.CloseNow()
	_, b, err := ws.Read(ctx)
	if err != nil {
		t.Fatal(err)
	}
	var m signal.Message
	if err := json.Unmarshal(b, &m); err != nil || m.Type != signal.TypeWelcome {
		t.Fatalf("first message %s: %v", b, err)
	}
	return m.ICEServers
}

// allocate asks the relay at addr for an allocation with the credentials, and fails the test
// when it refuses.
func allocate(t *testing.T, addr, user, pass string) {
	t.Helper()
	conn, err := net.ListenPacket("udp4", "127.0.0.1:0")
	if err != nil {
		t.Fatal(err)
	}
	defer conn.Close()
	c, err := turn.NewClient(&turn.ClientConfig{STUNServerAddr: addr, TURNServerAddr: addr, Conn: conn,
		Username: user, Password: pass, Realm: "heat", RTO: 100 * time.Millisecond})
	if err != nil {
		t.Fatal(err)
	}
	defer c.Close()
	if err := c.Listen(); err != nil {
		t.Fatal(err)
	}
	relayed, err := c.Allocate()
	if err != nil {
		t.Fatalf("the relay refused the welcome's credentials: %v", err)
	}
	relayed.Close()
}

// TestACMEWiring checks, without a network, how the server is set up to get its certificate by
// ACME: the TLS-ALPN challenge offered, no certificate for another domain, HTTP redirected but
// for ACME's HTTP challenge.
func TestACMEWiring(t *testing.T) {
	certs := acmeCertificates("heat.example.org", t.TempDir(), "", ":443")
	if !slices.Contains(certs.tls.NextProtos, "acme-tls/1") {
		t.Errorf("the TLS config offers %q, without ACME's TLS-ALPN challenge", certs.tls.NextProtos)
	}
	if _, err := certs.tls.GetCertificate(&tls.ClientHelloInfo{ServerName: "evil.example.org"}); err == nil {
		t.Error("a certificate was asked for another domain and not refused")
	}
	for _, tt := range []struct {
		path     string
		status   int
		location string
	}{
		{"/room/ABCDEF", http.StatusMovedPermanently, "https://heat.example.org/room/ABCDEF"},
		{"/.well-known/acme-challenge/unknown-token", http.StatusNotFound, ""},
	} {
		w := httptest.NewRecorder()
		certs.http.ServeHTTP(w, httptest.NewRequest("GET", "http://heat.example.org"+tt.path, nil))
		if w.Code != tt.status || w.Header().Get("Location") != tt.location {
			t.Errorf("GET %s: %d to %q, want %d to %q", tt.path, w.Code, w.Header().Get("Location"), tt.status, tt.location)
		}
	}
}

func TestRedirectToHTTPS(t *testing.T) {
	for _, tt := range []struct{ httpsAddr, host, want string }{
		{":443", "heat.example.org", "https://heat.example.org/a?b=1"},
		{":443", "heat.example.org:80", "https://heat.example.org/a?b=1"},
		{":8443", "heat.example.org:8080", "https://heat.example.org:8443/a?b=1"},
		{"[::]:8443", "[2001:db8::1]:8080", "https://[2001:db8::1]:8443/a?b=1"},
		{":443", "[2001:db8::1]", "https://[2001:db8::1]/a?b=1"},
	} {
		w := httptest.NewRecorder()
		r := httptest.NewRequest("GET", "/a?b=1", nil)
		r.Host = tt.host
		redirectToHTTPS(tt.httpsAddr).ServeHTTP(w, r)
		if got := w.Header().Get("Location"); got != tt.want {
			t.Errorf("%s on %s: to %q, want %q", tt.host, tt.httpsAddr, got, tt.want)
		}
	}
}
