// The text input traits of `UITextInputTraits` (UIKit/UITextInputTraits.h), as `UITextField` and
// `UITextView` adopt them. They tell the system keyboard how to behave; the model has no keyboard
// [?], so each is kept as set and changes nothing.

/// `UITextAutocapitalizationType` (UITextInputTraits.h): when the keyboard turns on Shift.
public enum UITextAutocapitalizationType: Int, Sendable {
    case none, words, sentences, allCharacters
}

/// `UITextAutocorrectionType` (UITextInputTraits.h).
public enum UITextAutocorrectionType: Int, Sendable {
    case `default`, no, yes
}

/// `UITextSpellCheckingType` (UITextInputTraits.h).
public enum UITextSpellCheckingType: Int, Sendable {
    case `default`, no, yes
}

/// `UIKeyboardType` (UITextInputTraits.h): which keyboard the field asks for.
public enum UIKeyboardType: Int, Sendable {
    case `default`, asciiCapable, numbersAndPunctuation
    // swift-format-ignore: AlwaysUseLowerCamelCase
    case URL // UIKit's spelling
    case numberPad, phonePad, namePhonePad, emailAddress, decimalPad, twitter, webSearch
    case asciiCapableNumberPad
    /// `alphabet`: deprecated, `asciiCapable` (`UIKeyboardTypeAlphabet = UIKeyboardTypeASCIICapable`).
    public static var alphabet: UIKeyboardType { .asciiCapable }
}

/// `UIKeyboardAppearance` (UITextInputTraits.h).
public enum UIKeyboardAppearance: Int, Sendable {
    case `default`, dark, light
    /// `alert`: deprecated, `dark` (`UIKeyboardAppearanceAlert = UIKeyboardAppearanceDark`).
    public static var alert: UIKeyboardAppearance { .dark }
}

/// `UIReturnKeyType` (UITextInputTraits.h): the title of the keyboard's return key.
public enum UIReturnKeyType: Int, Sendable {
    case `default`, go, google, join, next, route, search, send,
        yahoo, done, emergencyCall, `continue`
}

/// `UITextContentType` (UITextInputTraits.h, `NS_TYPED_ENUM` of strings): what a field holds, for
/// AutoFill. The header declares the constants without their values; these are the values they
/// hold on iOS (the HTML `autocomplete` tokens) [?].
public struct UITextContentType: Hashable, RawRepresentable, Sendable {
    public let rawValue: String
    public init(_ rawValue: String) { self.rawValue = rawValue }
    public init(rawValue: String) { self.rawValue = rawValue }

    public static let name = UITextContentType("name")
    public static let namePrefix = UITextContentType("honorific-prefix")
    public static let givenName = UITextContentType("given-name")
    public static let middleName = UITextContentType("additional-name")
    public static let familyName = UITextContentType("family-name")
    public static let nameSuffix = UITextContentType("honorific-suffix")
    public static let nickname = UITextContentType("nickname")
    public static let organizationName = UITextContentType("organization")
    public static let jobTitle = UITextContentType("organization-title")
    public static let location = UITextContentType("location")
    public static let fullStreetAddress = UITextContentType("street-address")
    public static let streetAddressLine1 = UITextContentType("address-line1")
    public static let streetAddressLine2 = UITextContentType("address-line2")
    public static let addressCity = UITextContentType("address-level2")
    public static let addressState = UITextContentType("address-level1")
    public static let postalCode = UITextContentType("postal-code")
    public static let countryName = UITextContentType("country-name")
    public static let telephoneNumber = UITextContentType("tel")
    public static let emailAddress = UITextContentType("email")
    // swift-format-ignore: AlwaysUseLowerCamelCase
    public static let URL = UITextContentType("url")
    public static let creditCardNumber = UITextContentType("cc-number")
    public static let username = UITextContentType("username")
    public static let password = UITextContentType("password")
    public static let newPassword = UITextContentType("new-password")
    public static let oneTimeCode = UITextContentType("one-time-code")
}

/// `UITextSmartQuotesType`, `UITextSmartDashesType`, `UITextSmartInsertDeleteType` (iOS 11,
/// UITextInputTraits.h): whether typing makes curly quotes, dashes and smart spacing; the
/// default follows the user's setting. Kept; nothing is typed here.
public enum UITextSmartQuotesType: Int, @unchecked Sendable { case `default`, no, yes }
public enum UITextSmartDashesType: Int, @unchecked Sendable { case `default`, no, yes }
public enum UITextSmartInsertDeleteType: Int, @unchecked Sendable { case `default`, no, yes }
/// `UITextInlinePredictionType` (iOS 17): whether the keyboard suggests the rest of a word.
public enum UITextInlinePredictionType: Int, @unchecked Sendable { case `default`, no, yes }

/// `UITextInputPasswordRules` (iOS 12, UITextInputPasswordRules.h): the rules a generated
/// password follows, as their descriptor string; kept (no passwords are made here).
open class UITextInputPasswordRules: NSObject {
    /// `passwordRulesDescriptor`.
    public let passwordRulesDescriptor: String
    /// `init(descriptor:)`.
    public init(descriptor passwordRulesDescriptor: String) {
        self.passwordRulesDescriptor = passwordRulesDescriptor
        super.init()
    }
}

/// `UIWritingToolsBehavior` (iOS 18, UITextInputTraits.h): how much of Writing Tools a text
/// view offers: none, the system's choice, the whole experience, or a limited panel.
public enum UIWritingToolsBehavior: Int, @unchecked Sendable {
    case none = -1
    case `default` = 0
    case complete, limited
}

/// `UIWritingToolsResultOptions` (iOS 18): the kinds of text Writing Tools may give back.
public struct UIWritingToolsResultOptions: OptionSet, @unchecked Sendable {
    public var rawValue: UInt
    public init(rawValue: UInt) { self.rawValue = rawValue }
    public static var plainText: UIWritingToolsResultOptions { UIWritingToolsResultOptions(rawValue: 1 << 0) }
    public static var richText: UIWritingToolsResultOptions { UIWritingToolsResultOptions(rawValue: 1 << 1) }
    public static var list: UIWritingToolsResultOptions { UIWritingToolsResultOptions(rawValue: 1 << 2) }
    public static var table: UIWritingToolsResultOptions { UIWritingToolsResultOptions(rawValue: 1 << 3) }
}

/// `UITextInputTraits` (UITextInputTraits.h): what a text input tells the keyboard. Every member
/// of UIKit's protocol is optional, which a Swift protocol cannot say, so it lists none: the
/// adopting classes (`UITextView`, and `UIKeyInput`'s adopters) declare the traits they keep.
public protocol UITextInputTraits: NSObjectProtocol {}
