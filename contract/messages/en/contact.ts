/** The contact form and its thank-you page; the errors are also the API's own messages. */
const contact = {
  title: 'Contact us',
  intro:
    'Questions about a house or your booking, or a house of your own to rent out? Write to us and we will answer by e-mail, usually within one working day.',
  name: 'Your name',
  email: 'E-mail address',
  subject: 'Subject',
  subjects: {
    general: 'General question',
    owner: 'I own a holiday house',
    booking: 'Help with a booking',
    operator: 'I am a tour operator',
  },
  message: 'Your message',
  required: 'required',
  send: 'Send message',
  sending: 'Sending…',
  privacy: 'We use your details only to answer your message.',
  thanksTitle: 'Thank you',
  thanksText: 'Your message has reached us. We will answer by e-mail, usually within one working day.',
  another: 'Write another message',
  findHouse: 'Find a holiday house',
  errors: {
    summary: 'Please check the marked fields.',
    name: {
      required: 'Please enter your name.',
      invalid: 'Please enter your name without special characters.',
      tooLong: 'Your name is too long (at most 200 characters).',
    },
    email: {
      required: 'Please enter your e-mail address.',
      invalid: 'Please enter a valid e-mail address, like name@example.com.',
      tooLong: 'This e-mail address is too long.',
    },
    subject: {
      required: 'Please choose a subject.',
      invalid: 'Please choose a subject.',
      tooLong: 'Please choose a subject.',
    },
    messages: {
      required: 'Please write your message.',
      invalid: 'Please write your message.',
      tooLong: 'Your message is too long (at most 5000 characters).',
    },
    googleRecaptchaResponse: {
      required: 'Please confirm that you are not a robot.',
      invalid: 'The robot check did not succeed. Please try it again.',
      tooLong: 'The robot check did not succeed. Please try it again.',
    },
    badRequest: 'The form could not be read. Please try again.',
    rateLimited: 'You have sent several messages in a short time. Please wait a few minutes and try again.',
    recaptchaUnavailable: 'The robot check is not available just now. Please try again in a moment.',
    failed: 'Your message could not be sent just now. Please try again in a moment.',
    network: 'There is no connection to our server. Please check your connection and try again.',
  },
};
export default contact;
