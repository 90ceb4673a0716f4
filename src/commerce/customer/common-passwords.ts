// Passwords at the top of the published breach frequency lists (international, German, Dutch, French), six
// characters and longer (shorter ones fail the length rule anyway). Compared case-insensitively. The list is
// short on purpose: it ships to the browser with the registration form.
const list = `
123456 1234567 12345678 123456789 1234567890 12345678910 0123456789 987654321 9876543210 654321 666666 696969
111111 1111111 11111111 112233 121212 123123 123321 123654 123abc 1q2w3e 1q2w3e4r 1q2w3e4r5t 1qaz2wsx 131313
159753 159357 147258 147258369 200000 222222 232323 252525 333333 444444 555555 777777 888888 999999 000000
00000000 010203 102030 112233 123qwe 123456a 123456q 12345a 12345q 12345qwert a12345 a123456 aa123456 abc123
abc1234 abcdef abcd1234 azerty azertyuiop qwerty qwerty1 qwerty12 qwerty123 qwertz qwertz123 qwertzuiop
qwertyuiop asdfgh asdfghjkl yxcvbnm zxcvbnm password password1 password12 password123 passw0rd p@ssw0rd
passwort passwort1 passwort123 motdepasse wachtwoord wachtwoord1 geheim geheim1 geheim123 secret secret1
letmein welcome welcome1 welkom welkom01 welkom123 bienvenue hallo1 hallo12 hallo123 hallihallo schatz
schatzi schatz123 mausi mausi123 sommer sommer1 winter winter1 fruehling herbst sonne1 blume1 ficken
fussball fussball1 football soccer baseball dragon master monkey shadow sunshine princess iloveyou
iloveyou1 ichliebedich jetaime loveme lovely trustno1 superman batman michael jennifer jordan23 charlie
thomas daniel andreas michael1 stefan tobias sebastian alexander nicole killer hunter hunter2 ranger
buster freedom whatever starwars pokemon computer internet admin123 administrator changeme default
login1 login123 master123 test123 test1234 testtest qwerqwer 1a2b3c aaaaaa aaaaaaa abcabc asdasd
asdf1234 zaq12wsx zaq1zaq1 !qaz2wsx q1w2e3r4 q1w2e3r4t5 123abc123 deutschland berlin1 hamburg
muenchen bayern1 schalke04 borussia nederland amsterdam ajax1900 feyenoord lindenberg sonnmatt
`;

const commonPasswords = new Set(list.split(/\s+/).filter(Boolean));

export function isCommonPassword(password: string): boolean {
  return commonPasswords.has(password.trim().toLowerCase());
}
