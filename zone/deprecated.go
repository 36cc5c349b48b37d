package zone

// The names of before for the counts of a Map's things: they read as
// lists, and were renamed NumX.

// Buildings returns the number of buildings on the map.
//
// Deprecated: Use [Map.NumBuildings]; the name said a list.
func (m *Map) Buildings() int { return m.NumBuildings() }

// Lines returns the number of distinct straight lines leaving zone z.
//
// Deprecated: Use [Map.NumLines]; the name said a list.
func (m *Map) Lines(z ID) int { return m.NumLines(z) }

// Doors returns the number of door tokens.
//
// Deprecated: Use [Map.NumDoors]; the name said a list.
func (m *Map) Doors() int { return m.NumDoors() }

// Wires returns the number of barbed wires.
//
// Deprecated: Use [Map.NumWires]; the name said a list.
func (m *Map) Wires() int { return m.NumWires() }

// Gates returns the number of revolving gates.
//
// Deprecated: Use [Map.NumGates]; the name said a list.
func (m *Map) Gates() int { return m.NumGates() }
