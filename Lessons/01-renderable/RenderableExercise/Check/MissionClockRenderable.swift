/// What the mission clock shows: passive data, an immutable struct.
struct MissionClockRenderable: Equatable {
    let phase: String
    let elapsed: Int
}
