import Foundation

/// A cache of parsed font files by path, owned by the caller (there is no global one).
///
/// Loading the same path twice through one library parses the file once:
///
/// ```swift
/// let library = FontLibrary()
/// let body = try Font.load(path: path, size: 15, library: library)
/// let title = try Font.load(path: path, size: 22, library: library)  // no second parse
/// ```
///
/// Safe to share between threads. A file that fails to parse is not cached, so a later load
/// reads it again.
public final class FontLibrary: @unchecked Sendable {
  // @unchecked: `faces` is only touched while holding `lock`.
  private let lock = NSLock()
  private var faces: [String: FontFace] = [:]

  /// An empty library.
  public init() {}

  /// The parsed file at `path`, parsing it on first use.
  ///
  /// - Throws: ``FontFileError`` naming `path` when it cannot be read or is not a
  ///   well-formed font.
  public func face(path: String) throws(FontFileError) -> FontFace {
    if let cached = lock.withLock({ faces[path] }) { return cached }
    let face = FontFace(file: try FontFile(path: path))
    return lock.withLock {
      if let raced = faces[path] { return raced }
      faces[path] = face
      return face
    }
  }

  /// The paths parsed so far, sorted.
  public var paths: [String] {
    lock.withLock { faces.keys.sorted() }
  }
}
