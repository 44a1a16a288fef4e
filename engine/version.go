package engine

// Version is fusejit's release version (semantic versioning). It moves
// with CHANGELOG.md; before 1.0.0 a minor version may change the API.
const Version = "0.1.0-dev"
