// GooBadgeUI's SwiftUI and UIKit badges (the two symbolic links beside this file) compiled against
// the stand-ins. In the library they are part of GooBadgeUI; here they are a module of their own
// that imports the toolkit-neutral GooBadgeUI, and the bridges compiled against the stand-ins
// (`Path(_:)`, `cgPath`), which the re-exports below make visible without changing the badges.
@_exported import GooBadgeUI
@_exported import GooGeometryPlatformBridges
