/**
 * Iceland's coastline, simplified to headlands, fjord mouths and towns on the
 * coast: [longitude, latitude] in degrees, clockwise from Reykjavík. Enough for
 * a recognisable outline on the map drawn without JavaScript (StaticMap.tsx);
 * the fjords are cut across.
 */
export const ICELAND_COAST: ReadonlyArray<readonly [number, number]> = [
  [-21.94, 64.15], // Reykjavík
  [-22.08, 64.32], // Akranes
  [-21.92, 64.54], // Borgarnes
  [-22.4, 64.62], // Mýrar
  [-23.1, 64.8],
  [-23.62, 64.77], // Arnarstapi
  [-24.05, 64.88], // Öndverðarnes
  [-23.71, 64.9], // Ólafsvík
  [-23.26, 64.93], // Grundarfjörður
  [-22.73, 65.07], // Stykkishólmur
  [-21.77, 65.11], // Búðardalur
  [-22.2, 65.45], // Reykhólar
  [-23.4, 65.5],
  [-24.53, 65.5], // Látrabjarg
  [-24.2, 65.65],
  [-23.8, 65.8], // Arnarfjörður
  [-23.65, 65.95], // Dýrafjörður
  [-23.6, 66.05], // Önundarfjörður
  [-23.2, 66.2], // Ísafjarðardjúp
  [-23.13, 66.43], // Straumnes
  [-22.4, 66.45], // Hornbjarg
  [-21.9, 66.2],
  [-21.32, 66.0], // Gjögur
  [-21.68, 65.71], // Hólmavík
  [-21.1, 65.2], // Hrútafjörður
  [-20.95, 65.4], // Hvammstangi
  [-20.6, 65.6], // Vatnsnes
  [-20.32, 65.83], // Skagaströnd
  [-20.1, 66.12], // Skagi
  [-19.64, 65.75], // Sauðárkrókur
  [-18.91, 66.18], // Siglufjörður
  [-18.09, 65.68], // Akureyri
  [-17.9, 66.1],
  [-17.34, 66.04], // Húsavík
  [-17.1, 66.2], // Tjörnes
  [-16.6, 66.08], // Öxarfjörður
  [-16.02, 66.54], // Rif
  [-15.95, 66.45], // Raufarhöfn
  [-15.4, 66.2], // Þistilfjörður
  [-14.53, 66.38], // Fontur, Langanes
  [-14.75, 66.05], // Bakkaflói
  [-14.85, 65.75], // Vopnafjörður
  [-14.4, 65.6], // Héraðsflói
  [-13.62, 65.5], // Glettinganes
  [-13.57, 65.27], // Dalatangi
  [-13.5, 65.08], // Gerpir
  [-13.75, 64.9],
  [-14.28, 64.66], // Djúpivogur
  [-14.54, 64.4], // Hvalnes
  [-14.97, 64.24], // Stokksnes
  [-15.21, 64.25], // Höfn
  [-15.7, 64.1],
  [-16.18, 64.05], // Jökulsárlón
  [-16.64, 63.8], // Ingólfshöfði
  [-17.5, 63.75],
  [-18.1, 63.55],
  [-18.74, 63.39], // Kötlutangi
  [-19.01, 63.42], // Vík
  [-19.13, 63.4], // Dyrhólaey
  [-19.7, 63.52],
  [-20.12, 63.53], // Landeyjahöfn
  [-20.8, 63.78], // Þjórsá
  [-21.15, 63.86], // Eyrarbakki
  [-21.38, 63.86], // Þorlákshöfn
  [-22.05, 63.83], // Krýsuvík
  [-22.43, 63.84], // Grindavík
  [-22.72, 63.81], // Reykjanes
  [-22.69, 63.93], // Hafnir
  [-22.69, 64.08], // Garðskagi
  [-22.55, 64.0], // Keflavík
  [-21.95, 64.07], // Hafnarfjörður
];
