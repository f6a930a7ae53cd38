import { describe, expect, it } from 'vitest';
import { bilingualMail, oneTimeLinkMail } from './mail-template.ts';

describe('bilingualMail', () => {
  it('puts Tamil first in subject, text and HTML, escapes every value and makes links anchors', () => {
    const mail = bilingualMail({
      to: 'a@example.com',
      subject: { ta: 'வணக்கம்', en: 'Hello' },
      body: { ta: ['<b>தமிழ்</b> & "மேற்கோள்"', { link: 'https://x.example/p?a=1&b=2' }], en: ["It's <i>English</i>"] },
    });
    expect(mail.to).toBe('a@example.com');
    expect(mail.subject).toBe('வணக்கம் / Hello');
    expect(mail.text).toBe('<b>தமிழ்</b> & "மேற்கோள்"\n\nhttps://x.example/p?a=1&b=2\n\n— — —\n\nIt\'s <i>English</i>\n');
    expect(mail.html).toBe(
      '<div lang="ta"><p>&lt;b&gt;தமிழ்&lt;/b&gt; &amp; &quot;மேற்கோள்&quot;</p><p><a href="https://x.example/p?a=1&amp;b=2">https://x.example/p?a=1&amp;b=2</a></p></div>' +
        '<hr><div lang="en"><p>It&#39;s &lt;i&gt;English&lt;/i&gt;</p></div>',
    );
  });
});

describe('oneTimeLinkMail', () => {
  const mail = (validHours: number) =>
    oneTimeLinkMail({ to: 'k@example.com', fullName: 'Kumar <K>', subject: { ta: 'த', en: 'S' }, intro: { ta: 'திறக்கவும்:', en: 'Open:' }, link: 'http://h/l?t=1', validHours });

  it('greets by name, says what the link does, how long it works, and that it works once — in both languages', () => {
    expect(mail(1).text).toBe(
      'வணக்கம் Kumar <K>,\n\nதிறக்கவும்:\n\nhttp://h/l?t=1\n\nஇந்த இணைப்பு 1 மணி நேரம் செல்லுபடியாகும், ஒரு முறை மட்டுமே பயன்படுத்த முடியும். நீங்கள் இதைக் கோரவில்லை என்றால், இந்த மின்னஞ்சலைப் புறக்கணிக்கவும்.' +
        '\n\n— — —\n\nHello Kumar <K>,\n\nOpen:\n\nhttp://h/l?t=1\n\nThe link is valid for 1 hour and can be used once. If you did not ask for this, you can ignore this email.\n',
    );
    expect(mail(24).text).toContain('The link is valid for 24 hours and can be used once.');
    expect(mail(24).text).toContain('இந்த இணைப்பு 24 மணி நேரம்');
    expect(mail(1).html).toContain('<p>வணக்கம் Kumar &lt;K&gt;,</p>');
    expect(mail(1).html).toContain('<a href="http://h/l?t=1">http://h/l?t=1</a>');
  });
});
