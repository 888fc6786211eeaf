#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif

/// An arm written as the member Xcode generates for a color set (asset symbols: `Color.midnightBtn`
/// for `midnightBtn.colorset`), which no Swift file declares: cove's `fontColor: colorScheme == .dark ?
/// .white : .midnightBtn` (session 25, intent25) was "beside an app color of a value recolor cannot
/// read" and harvested nothing, though the catalog holds the set (#1C2536, dark #4A4A4D). The set whose
/// generated member is the written name, when exactly one is, gives the arm's value.
extension AppColorValues {
    /// The one color set whose asset symbol (`XcodeAssetSymbols.memberName`) is `member`; nil when
    /// none or several are.
    func assetSymbolSet(_ member: String) -> String? {
        let named = sets.keys.filter { XcodeAssetSymbols.memberName(forColorSet: $0) == member }
        return named.count == 1 ? named[0] : nil
    }
}
