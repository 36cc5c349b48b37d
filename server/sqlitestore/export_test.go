package sqlitestore

import (
	"database/sql"
	"errors"
)

// Exec runs query on the SQLite file at path, as another program would.
func Exec(path, query string) error {
	db, err := sql.Open("sqlite", path)
	if err != nil {
		return err
	}
	_, err = db.Exec(query)
	return errors.Join(err, db.Close())
}
