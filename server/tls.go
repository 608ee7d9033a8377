package server

import (
	"context"
	"crypto/tls"
	"fmt"
	"log/slog"
	"net"
	"net/http"
	"strings"

	"golang.org/x/crypto/acme"
	"golang.org/x/crypto/acme/autocert"
)

// hstsMaxAge is how long a browser keeps to HTTPS for the domain once it saw it served so: a
// year, the common value (browsers run the game's service worker only over HTTPS anyway).
const hstsMaxAge = "max-age=31536000"

// certificates is how the server gets its certificate: the operator's own files, or ACME
// for the domain.
type certificates struct {
	tls *tls.Config
	// http answers on the HTTP address: ACME's challenges (with ACME), a redirect to HTTPS
	// for everything else.
	http http.Handler
}

// operatorCertificate loads the operator's certificate and key files.
func operatorCertificate(certFile, keyFile, httpsAddr string) (*certificates, error) {
	cert, err := tls.LoadX509KeyPair(certFile, keyFile)
	if err != nil {
		return nil, fmt.Errorf("cannot load the certificate %s with its key %s: %w", certFile, keyFile, err)
	}
	return &certificates{
		tls:  &tls.Config{Certificates: []tls.Certificate{cert}, MinVersion: tls.VersionTLS12},
		http: redirectToHTTPS(httpsAddr),
	}, nil
}

// acmeCertificates obtains and renews the domain's certificate by ACME (Let's Encrypt unless
// directory names another ACME server), keeping it in the cache directory.
func acmeCertificates(domain, cacheDir, directory, httpsAddr string) *certificates {
	m := &autocert.Manager{
		Prompt:     autocert.AcceptTOS,
		HostPolicy: autocert.HostWhitelist(domain),
		Cache:      autocert.DirCache(cacheDir),
	}
	if directory != "" {
		m.Client = &acme.Client{DirectoryURL: directory}
	}
	c := m.TLSConfig()
	c.MinVersion = tls.VersionTLS12
	return &certificates{tls: c, http: m.HTTPHandler(redirectToHTTPS(httpsAddr))}
}

// redirectToHTTPS sends every request to the same path over HTTPS on httpsAddr's port.
func redirectToHTTPS(httpsAddr string) http.Handler {
	_, port, _ := net.SplitHostPort(httpsAddr)
	return http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) {
		host := r.Host
		if h, _, err := net.SplitHostPort(host); err == nil {
			host = h
		}
		host = strings.Trim(host, "[]")
		if port != "" && port != "443" {
			host = net.JoinHostPort(host, port)
		} else if strings.Contains(host, ":") { // an IPv6 literal
			host = "[" + host + "]"
		}
		http.Redirect(w, r, "https://"+host+r.URL.RequestURI(), http.StatusMovedPermanently)
	})
}

// withHSTS tells browsers to come back over HTTPS only.
func withHSTS(h http.Handler) http.Handler {
	return http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) {
		w.Header().Set("Strict-Transport-Security", hstsMaxAge)
		h.ServeHTTP(w, r)
	})
}

// serveHTTP serves h on addr (the HTTP side of an HTTPS server) until ctx ends or stop is
// called.
func serveHTTP(ctx context.Context, addr string, h http.Handler, log *slog.Logger) (stop func(), err error) {
	ln, err := listen(addr)
	if err != nil {
		return nil, err
	}
	srv := &http.Server{Handler: h, ReadHeaderTimeout: readHeaderTimeout, ReadTimeout: readTimeout,
		WriteTimeout: writeTimeout, ErrorLog: slog.NewLogLogger(log.Handler(), slog.LevelWarn)}
	log.Info("redirecting HTTP to HTTPS", "addr", ln.Addr().String())
	go srv.Serve(ln)
	ctx, cancel := context.WithCancel(ctx)
	go func() {
		<-ctx.Done()
		srv.Close()
	}()
	return cancel, nil
}
