package main

import (
	"bufio"
	"context"
	"crypto/rand"
	"crypto/sha1"
	"encoding/base64"
	"encoding/binary"
	"errors"
	"fmt"
	"io"
	"net"
	"net/http"
	"slices"
	"sync"
	"time"
)

// A wsConn is the client end of a WebSocket connection (RFC 6455), just
// what a load client needs: text messages in one or more frames, pings
// answered, a close sent and received. It is written here on the standard
// library because the module's import policy (deps_test.go) lets only
// package server use github.com/coder/websocket; it also keeps the
// clients' own cost small and in plain sight.
//
// One goroutine reads (Read); any goroutine may write (Write, Close).
type wsConn struct {
	nc  net.Conn
	br  *bufio.Reader
	buf []byte // the last message read, reused

	wmu sync.Mutex // serialises frames written
}

// wsGUID is RFC 6455's key suffix.
const wsGUID = "258EAFA5-E914-47DA-95CA-C5AB0DC85B11"

// maxMessage bounds a message read (a view carries the whole State).
const maxMessage = 16 << 20

// dialWS opens a WebSocket connection to url's path on addr (host:port),
// sending header with the handshake; it gives up when ctx is done.
func dialWS(ctx context.Context, addr, path string, header http.Header) (*wsConn, error) {
	var d net.Dialer
	nc, err := d.DialContext(ctx, "tcp", addr)
	if err != nil {
		return nil, err
	}
	if dl, ok := ctx.Deadline(); ok {
		_ = nc.SetDeadline(dl)
	}
	stop := context.AfterFunc(ctx, func() { _ = nc.SetDeadline(time.Unix(1, 0)) })
	defer stop()
	var nonce [16]byte
	_, _ = rand.Read(nonce[:])
	key := base64.StdEncoding.EncodeToString(nonce[:])
	req, err := http.NewRequest("GET", "http://"+addr+path, nil)
	if err != nil {
		nc.Close()
		return nil, err
	}
	for k, v := range header {
		req.Header[k] = v
	}
	req.Header.Set("Upgrade", "websocket")
	req.Header.Set("Connection", "Upgrade")
	req.Header.Set("Sec-WebSocket-Key", key)
	req.Header.Set("Sec-WebSocket-Version", "13")
	if err := req.Write(nc); err != nil {
		nc.Close()
		return nil, err
	}
	br := bufio.NewReaderSize(nc, 8<<10)
	res, err := http.ReadResponse(br, req)
	if err != nil {
		nc.Close()
		return nil, err
	}
	if res.StatusCode != http.StatusSwitchingProtocols {
		b, _ := io.ReadAll(io.LimitReader(res.Body, 512))
		res.Body.Close()
		nc.Close()
		return nil, &statusError{res.StatusCode, string(b)}
	}
	sum := sha1.Sum([]byte(key + wsGUID))
	if res.Header.Get("Sec-WebSocket-Accept") != base64.StdEncoding.EncodeToString(sum[:]) {
		nc.Close()
		return nil, errors.New("websocket: the server's Sec-WebSocket-Accept is wrong")
	}
	if stop() && ctx.Err() == nil {
		_ = nc.SetDeadline(time.Time{})
		return &wsConn{nc: nc, br: br}, nil
	}
	nc.Close()
	return nil, ctx.Err()
}

// A statusError is a handshake the server refused with an HTTP status.
type statusError struct {
	status int
	body   string
}

func (e *statusError) Error() string {
	return fmt.Sprintf("websocket: status %d: %s", e.status, e.body)
}

// A closeError is the server's close frame.
type closeError struct {
	code   int
	reason string
}

func (e *closeError) Error() string {
	return fmt.Sprintf("websocket: closed by the server (%d %s)", e.code, e.reason)
}

// Frame opcodes.
const (
	opCont  = 0x0
	opText  = 0x1
	opBin   = 0x2
	opClose = 0x8
	opPing  = 0x9
	opPong  = 0xA
)

// Read returns the next data message, answering pings on the way; it
// fails at the read deadline (SetReadDeadline) or when the connection
// closes. The message is valid until the next Read.
func (c *wsConn) Read() ([]byte, error) {
	msg := c.buf[:0]
	inMessage := false
	for {
		h, err := c.header()
		if err != nil {
			return nil, err
		}
		if h.op >= opClose { // a control frame: at most 125 bytes
			if h.n > 125 || !h.fin {
				return nil, errors.New("websocket: a bad control frame")
			}
			var ctl [125]byte
			payload := ctl[:h.n]
			if err := c.payload(h, payload); err != nil {
				return nil, err
			}
			switch h.op {
			case opPing:
				if err := c.write(opPong, payload); err != nil {
					return nil, err
				}
			case opClose:
				ce := &closeError{code: 1005}
				if len(payload) >= 2 {
					ce.code = int(binary.BigEndian.Uint16(payload))
					ce.reason = string(payload[2:])
				}
				_ = c.write(opClose, payload[:min(len(payload), 2)])
				return nil, ce
			}
			continue
		}
		switch {
		case h.op == opText || h.op == opBin:
			if inMessage {
				return nil, errors.New("websocket: a new message inside a fragmented one")
			}
			inMessage = true
		case h.op != opCont:
			return nil, fmt.Errorf("websocket: opcode %#x", h.op)
		case !inMessage:
			return nil, errors.New("websocket: a continuation with no message")
		}
		if uint64(len(msg))+h.n > maxMessage {
			return nil, fmt.Errorf("websocket: a message over %d bytes", maxMessage)
		}
		at := len(msg)
		msg = slices.Grow(msg, int(h.n))[:at+int(h.n)]
		if err := c.payload(h, msg[at:]); err != nil {
			return nil, err
		}
		if h.fin {
			c.buf = msg
			return msg, nil
		}
	}
}

// A frameHeader is what comes before a frame's payload.
type frameHeader struct {
	op     byte
	fin    bool
	n      uint64
	masked bool
	mask   [4]byte
}

// header reads a frame's header.
func (c *wsConn) header() (frameHeader, error) {
	var h frameHeader
	var b [8]byte
	if _, err := io.ReadFull(c.br, b[:2]); err != nil {
		return h, err
	}
	h.fin, h.op = b[0]&0x80 != 0, b[0]&0x0f
	h.masked = b[1]&0x80 != 0
	h.n = uint64(b[1] & 0x7f)
	switch h.n {
	case 126:
		if _, err := io.ReadFull(c.br, b[:2]); err != nil {
			return h, err
		}
		h.n = uint64(binary.BigEndian.Uint16(b[:2]))
	case 127:
		if _, err := io.ReadFull(c.br, b[:8]); err != nil {
			return h, err
		}
		h.n = binary.BigEndian.Uint64(b[:8])
	}
	if h.n > maxMessage {
		return h, fmt.Errorf("websocket: a frame of %d bytes", h.n)
	}
	if h.masked { // servers do not mask; tolerate it all the same
		if _, err := io.ReadFull(c.br, h.mask[:]); err != nil {
			return h, err
		}
	}
	return h, nil
}

// payload reads h's payload into p (len(p) == h.n).
func (c *wsConn) payload(h frameHeader, p []byte) error {
	if _, err := io.ReadFull(c.br, p); err != nil {
		return err
	}
	if h.masked {
		for i := range p {
			p[i] ^= h.mask[i%4]
		}
	}
	return nil
}

// Write sends a text message.
func (c *wsConn) Write(p []byte) error { return c.write(opText, p) }

// write sends one final frame, masked as a client's must be.
func (c *wsConn) write(op byte, p []byte) error {
	c.wmu.Lock()
	defer c.wmu.Unlock()
	b := make([]byte, 0, 14+len(p))
	b = append(b, 0x80|op)
	switch n := len(p); {
	case n < 126:
		b = append(b, 0x80|byte(n))
	case n <= 0xffff:
		b = append(b, 0x80|126)
		b = binary.BigEndian.AppendUint16(b, uint16(n))
	default:
		b = append(b, 0x80|127)
		b = binary.BigEndian.AppendUint64(b, uint64(n))
	}
	var mask [4]byte
	_, _ = rand.Read(mask[:])
	b = append(b, mask[:]...)
	for i, x := range p {
		b = append(b, x^mask[i%4])
	}
	_ = c.nc.SetWriteDeadline(time.Now().Add(10 * time.Second))
	_, err := c.nc.Write(b)
	return err
}

// SetReadDeadline bounds the Reads to come.
func (c *wsConn) SetReadDeadline(t time.Time) error { return c.nc.SetReadDeadline(t) }

// Close sends a normal close frame (not waiting for the server's answer,
// which the reader gets) and, after grace, closes the connection; a
// Read in progress then fails.
func (c *wsConn) Close(grace time.Duration) {
	_ = c.write(opClose, []byte{0x03, 0xe8}) // 1000: normal closure
	_ = c.nc.SetReadDeadline(time.Now().Add(grace))
}

// CloseNow closes the connection at once.
func (c *wsConn) CloseNow() { _ = c.nc.Close() }
