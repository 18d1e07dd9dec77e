/// A parsed font file shared by every ``Font`` made from it.
///
/// A reference type so that copies of a font, and fonts of other sizes made with
/// ``Font/withSize(_:)``, hold one parse of the file. Immutable, so it is `Sendable`.
/// Two faces are equal when their files have the same name (path).
public final class FontFace: Sendable, Hashable {
  /// The parsed file.
  public let file: FontFile

  /// A face holding `file`.
  public init(file: FontFile) {
    self.file = file
  }

  /// Whether both faces come from files with the same name (path).
  public static func == (lhs: FontFace, rhs: FontFace) -> Bool {
    lhs === rhs || lhs.file.name == rhs.file.name
  }

  /// Hashes the file's name.
  public func hash(into hasher: inout Hasher) {
    hasher.combine(file.name)
  }
}
