// Part of lesson 8's exercise check, shipped with the lesson. Not yours to edit.

/// The app's Trunk: what every module shares, built once by the app and handed to each assembly.
final class LaunchTrunk {
    let clock = MissionClock()
}
