// The system modules every file of RecolorCore uses, imported once for the whole module.
// FoundationEssentials rather than Foundation: full Foundation with ICU costs 5 ms at every start.
#if canImport(FoundationEssentials)
@_exported import FoundationEssentials
#else
@_exported import Foundation
#endif
#if canImport(Glibc)
@_exported import Glibc
#elseif canImport(Darwin)
@_exported import Darwin
#endif
