import Foundation

/// The first bytes of image files, made by hand: what the package reads of an image (its
/// header) and nothing more.
public enum ImageFileHeaders {
  /// A PNG's signature and `IHDR` chunk: the width and height as 4-byte big-endian numbers.
  public static func png(width: Int, height: Int) -> Data {
    var bytes: [UInt8] = [0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A, 0, 0, 0, 13]
    bytes += Array("IHDR".utf8)
    for value in [width, height] {
      bytes += [24, 16, 8, 0].map { UInt8((value >> $0) & 0xFF) }
    }
    return Data(bytes + [8, 6, 0, 0, 0])
  }
}
