package relay

import (
	"crypto/hmac"
	"crypto/sha1" //nolint:gosec // the TURN REST API convention fixes HMAC-SHA1
	"encoding/base64"
	"strconv"
	"strings"
	"time"
)

// Credentials are a username and password for the relay, valid until Expires.
type Credentials struct {
	Username string
	Password string
	Expires  time.Time
}

// credentialsFor makes the credentials of id, valid until expires: the username is
// "expiry:id" and the password base64(HMAC-SHA1(secret, username)).
func credentialsFor(secret []byte, id string, expires time.Time) Credentials {
	user := strconv.FormatInt(expires.Unix(), 10)
	if id != "" {
		user += ":" + id
	}
	return Credentials{Username: user, Password: password(secret, user), Expires: expires}
}

// password is the TURN REST API password of username under secret.
func password(secret []byte, username string) string {
	mac := hmac.New(sha1.New, secret)
	mac.Write([]byte(username))
	return base64.StdEncoding.EncodeToString(mac.Sum(nil))
}

// checkUsername reads a REST API username: it returns the ID it names (the whole username when
// it has none) and whether it is well formed and not expired at now. The password is checked by
// the STUN message integrity, keyed from password(secret, username).
func checkUsername(username string, now time.Time) (id string, ok bool) {
	stamp, id, found := strings.Cut(username, ":")
	if !found {
		id = username
	}
	t, err := strconv.ParseInt(stamp, 10, 64)
	if err != nil || t < now.Unix() {
		return "", false
	}
	return id, true
}
