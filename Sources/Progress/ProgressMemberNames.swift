/// A progress file's shape without its values: the names of its members and of each lesson's,
/// and its `version` (a JSON integer, as the general decoding reads it). Reading names costs
/// little; reading every value as a `JSONValue` is what made a returning learner's start slow.
struct ProgressMemberNames: Decodable {
    let members: Set<String>
    let version: JSONValue?
    /// By lesson id, the names of its members.
    let lessons: [String: Set<String>]

    private struct Name: CodingKey {
        let stringValue: String
        var intValue: Int? { nil }
        init(stringValue: String) { self.stringValue = stringValue }
        init?(intValue: Int) { nil }
    }

    init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: Name.self)
        members = Set(container.allKeys.map(\.stringValue))
        version = try? container.decode(JSONValue.self, forKey: Name(stringValue: "version"))
        let lessonsObject = try container.nestedContainer(keyedBy: Name.self, forKey: Name(stringValue: "lessons"))
        var lessons: [String: Set<String>] = [:]
        for id in lessonsObject.allKeys {
            let lesson = try lessonsObject.nestedContainer(keyedBy: Name.self, forKey: id)
            lessons[id.stringValue] = Set(lesson.allKeys.map(\.stringValue))
        }
        self.lessons = lessons
    }
}
