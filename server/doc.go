// Package server plays matches of Zombicide: Invader (and 2nd Edition)
// between people in several browsers or programs, and bots.
package server
