/// A font file that cannot be measured: which file, and what is wrong with it.
///
/// The ``description`` names both, e.g.
/// `"/tmp/x.ttf: missing required table 'hmtx'"`.
public struct FontFileError: Error, Sendable, Equatable, CustomStringConvertible {
  /// What is wrong with a font file.
  public enum Problem: Error, Sendable, Equatable, CustomStringConvertible {
    /// The file cannot be read (it does not exist or is not readable).
    case unreadable(reason: String)
    /// The path names a directory.
    case isDirectory
    /// The first four bytes are not a TrueType, OpenType or collection signature.
    case notAFont(signature: [UInt8])
    /// The file ends before a structure that must be in it.
    case truncated(what: String, needed: Int, size: Int)
    /// A font collection (`ttcf`) that lists no fonts.
    case emptyCollection
    /// A table the measurement needs is not in the table directory.
    case missingTable(String)
    /// A table directory entry points outside the file.
    case tableOutOfRange(tag: String, offset: Int, length: Int, size: Int)
    /// A table is shorter than the data read from it.
    case tableTooShort(tag: String, needed: Int, length: Int)
    /// A field holds a value the format does not allow.
    case invalidValue(tag: String, field: String, value: Int, expected: String)
    /// `cmap` has no Unicode subtable in a supported format.
    case noUnicodeCmap

    /// The problem in words, without the file name.
    public var description: String {
      switch self {
      case .unreadable(let reason):
        return "cannot read the file (\(reason))"
      case .isDirectory:
        return "is a directory, not a font file"
      case .notAFont(let signature):
        let hex = signature.map { byte in
          let digits = String(byte, radix: 16)
          return digits.count == 1 ? "0" + digits : digits
        }
        let found = hex.isEmpty ? "the file is empty" : "starts with " + hex.joined(separator: " ")
        return "not a TrueType/OpenType font (\(found); expected 00 01 00 00, 'true', 'OTTO' "
          + "or 'ttcf')"
      case .truncated(let what, let needed, let size):
        return "truncated: \(what) needs \(needed) bytes but the file has \(size)"
      case .emptyCollection:
        return "font collection ('ttcf') holds no fonts"
      case .missingTable(let tag):
        return "missing required table '\(tag)'"
      case .tableOutOfRange(let tag, let offset, let length, let size):
        return "table '\(tag)' (offset \(offset), length \(length)) runs past the end of the "
          + "file (\(size) bytes)"
      case .tableTooShort(let tag, let needed, let length):
        return "table '\(tag)' is \(length) bytes long but needs at least \(needed)"
      case .invalidValue(let tag, let field, let value, let expected):
        return "table '\(tag)' has \(field) \(value); expected \(expected)"
      case .noUnicodeCmap:
        return "table 'cmap' has no Unicode subtable in format 4 or 12"
      }
    }
  }

  /// The file's path, or the name given to bytes parsed from memory.
  public var file: String
  /// What is wrong with it.
  public var problem: Problem

  /// An error for `file` with `problem`.
  public init(file: String, problem: Problem) {
    self.file = file
    self.problem = problem
  }

  /// `"<file>: <problem>"`.
  public var description: String { "\(file): \(problem)" }
}
