import Foundation

/// The pixel size an image file's header gives, read without decoding the pixels: PNG
/// (`IHDR`), JPEG (the first start-of-frame marker, turned by an EXIF orientation that
/// swaps the sides) and GIF (the logical screen).
///
/// ```swift
/// ImageHeader.pixelSize(of: pngData)   // (1200, 800)
/// ImageHeader.pixelSize(of: Data())    // nil: not an image the package reads
/// ```
enum ImageHeader {
  /// The width and height in pixels, or nil when `data` is not a PNG, JPEG or GIF file the
  /// package can read the size of (cut short, or a zero side).
  static func pixelSize(of data: Data) -> CGSize? {
    let bytes = [UInt8](data.prefix(1 << 20))
    let size = png(bytes) ?? jpeg(bytes) ?? gif(bytes)
    guard let size, size.width > 0, size.height > 0 else { return nil }
    return size
  }

  private static func bigEndian(_ b: [UInt8], _ at: Int, _ count: Int) -> Int? {
    guard at >= 0, at + count <= b.count else { return nil }
    return b[at..<at + count].reduce(0) { $0 << 8 | Int($1) }
  }

  private static func littleEndian(_ b: [UInt8], _ at: Int, _ count: Int) -> Int? {
    guard at >= 0, at + count <= b.count else { return nil }
    return b[at..<at + count].reversed().reduce(0) { $0 << 8 | Int($1) }
  }

  /// The signature, then the `IHDR` chunk: width and height as 4-byte big-endian numbers.
  private static func png(_ b: [UInt8]) -> CGSize? {
    let signature: [UInt8] = [0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A]
    guard b.count >= 24, Array(b[0..<8]) == signature, Array(b[12..<16]) == Array("IHDR".utf8),
      let width = bigEndian(b, 16, 4), let height = bigEndian(b, 20, 4)
    else { return nil }
    return CGSize(width: width, height: height)
  }

  /// `GIF87a` or `GIF89a`, then the logical screen's width and height, 2 bytes each, little
  /// endian.
  private static func gif(_ b: [UInt8]) -> CGSize? {
    guard b.count >= 10, Array(b[0..<3]) == Array("GIF".utf8),
      let width = littleEndian(b, 6, 2), let height = littleEndian(b, 8, 2)
    else { return nil }
    return CGSize(width: width, height: height)
  }

  /// The segments after the start of image (`FFD8`) up to the first start of frame (`FFC0`
  /// to `FFCF` but `C4`, `C8` and `CC`), whose height and width follow its precision byte;
  /// an `APP1` EXIF segment before it may turn the image a quarter (orientations 5 to 8),
  /// which swaps the sides, as `UIImage` reports them.
  private static func jpeg(_ b: [UInt8]) -> CGSize? {
    guard b.count >= 4, b[0] == 0xFF, b[1] == 0xD8 else { return nil }
    var at = 2
    var turned = false
    while at + 4 <= b.count {
      guard b[at] == 0xFF else { return nil }
      let marker = b[at + 1]
      if marker == 0xFF {
        at += 1  // fill byte
        continue
      }
      guard let length = bigEndian(b, at + 2, 2), length >= 2 else { return nil }
      if marker == 0xE1, exifTurnsQuarter(b, from: at + 4, length: length - 2) { turned = true }
      if (0xC0...0xCF).contains(marker), ![0xC4, 0xC8, 0xCC].contains(marker) {
        guard let height = bigEndian(b, at + 5, 2), let width = bigEndian(b, at + 7, 2)
        else { return nil }
        return turned
          ? CGSize(width: height, height: width) : CGSize(width: width, height: height)
      }
      at += 2 + length
    }
    return nil
  }

  /// Whether an `APP1` segment is EXIF whose orientation tag (0x0112) is 5 to 8.
  private static func exifTurnsQuarter(_ b: [UInt8], from start: Int, length: Int) -> Bool {
    guard start + 14 <= b.count, Array(b[start..<start + 6]) == [0x45, 0x78, 0x69, 0x66, 0, 0]
    else { return false }
    let tiff = start + 6
    let little = b[tiff] == 0x49  // "II"; "MM" is big endian
    func number(_ at: Int, _ count: Int) -> Int? {
      guard at + count <= start + length else { return nil }
      return little ? littleEndian(b, at, count) : bigEndian(b, at, count)
    }
    guard let firstIFD = number(tiff + 4, 4), let entries = number(tiff + firstIFD, 2) else {
      return false
    }
    for index in 0..<min(entries, 256) {
      let entry = tiff + firstIFD + 2 + index * 12
      guard let tag = number(entry, 2) else { return false }
      if tag == 0x0112 {
        guard let orientation = number(entry + 8, 2) else { return false }
        return (5...8).contains(orientation)
      }
    }
    return false
  }
}
