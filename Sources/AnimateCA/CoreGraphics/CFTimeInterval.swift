/// Core Foundation's time interval in seconds (Foundation on Linux has `TimeInterval` but not this name).
public typealias CFTimeInterval = Double
