import type en from '../en/home.ts';

const home: typeof en = {
  intro: 'Über 200 private Ferienhäuser in ganz Island, von den Westfjorden bis in den Osten.',
  cta: 'Finden Sie Ihr Ferienhaus',
};
export default home;
