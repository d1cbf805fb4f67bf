// The investing risk profile's four questions, one page each (`question-{$number}`): read by the
// route's loader and by the server's list of pages (src/route-param-values.ts).
export const riskQuestionNumbers: readonly string[] = ['1', '2', '3', '4'];
