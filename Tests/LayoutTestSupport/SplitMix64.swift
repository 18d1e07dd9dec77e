/// SplitMix64: a small seeded generator, so a corpus or a property test is the same on every
/// run and machine, and every failure replays from the seed it prints.
public struct SplitMix64: RandomNumberGenerator {
  /// The generator's state (its seed, before the first number).
  public var state: UInt64

  /// A generator starting from `seed`.
  public init(seed: UInt64) {
    state = seed
  }

  /// A generator in a given state.
  public init(state: UInt64) {
    self.state = state
  }

  /// The next 64 random bits.
  public mutating func next() -> UInt64 {
    state &+= 0x9E37_79B9_7F4A_7C15
    var z = state
    z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
    z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
    return z ^ (z >> 31)
  }
}
