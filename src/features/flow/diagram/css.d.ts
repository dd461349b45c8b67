/** Stylesheets imported `with { type: 'text' }`: their text, for a lazily loaded screen to inject itself (the build links only the first load's stylesheet). */
declare module '*.css' {
  const text: string;
  export default text;
}
